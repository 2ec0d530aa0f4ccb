import { lazy } from 'react';
import { withFeatures } from '../ducks/lazyFeatures';
import type { PublicRoute } from './types';

/** Public pages: no navigation bar; closed to signed-in users (sessionGuards.tsx). */
export const publicRoutes: readonly PublicRoute[] = [
  {
    path: '/login',
    title: 'Log in',
    background: 'gradient',
    page: lazy(() => import(/* webpackChunkName: "login" */ '../pages/public/LoginPage')),
  },
  {
    path: '/register',
    title: 'Sign up',
    background: 'gradient',
    page: lazy(() =>
      withFeatures(import(/* webpackChunkName: "register" */ '../pages/public/RegisterPage'), import(/* webpackChunkName: "register" */ '../ducks/signup')),
    ),
  },
  {
    path: '/forgot-password',
    title: 'Forgot password',
    background: 'gradient',
    page: lazy(() => import(/* webpackChunkName: "forgot-password" */ '../pages/public/ForgotPasswordPage')),
  },
  {
    path: '/new-password',
    title: 'New password',
    background: 'gradient',
    page: lazy(() => import(/* webpackChunkName: "new-password" */ '../pages/public/NewPasswordPage')),
  },
  {
    path: '/activate',
    title: 'Activate account',
    background: 'plain',
    page: lazy(() => import(/* webpackChunkName: "activate" */ '../pages/public/ActivatePage')),
  },
  {
    path: '/resend',
    title: 'Resend activation code',
    background: 'plain',
    page: lazy(() => import(/* webpackChunkName: "resend" */ '../pages/public/ResendPage')),
  },
  {
    path: '/activation-message',
    title: 'Account activated',
    background: 'plain',
    page: lazy(() => import(/* webpackChunkName: "activation-message" */ '../pages/public/ActivationMessagePage')),
  },
];
