import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default, which a correct render can outlast beside a second run on 2 busy
// cores. They resolve as soon as the DOM matches, so a longer limit costs time only when a test is failing anyway.
configure({ asyncUtilTimeout: 20_000 });
