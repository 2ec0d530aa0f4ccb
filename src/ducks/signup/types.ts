export interface CaptchaRequest {
  /** Changes when a new challenge is needed (a refused signup spends the answered one). */
  round: number;
}
