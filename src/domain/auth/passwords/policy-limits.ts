/** Length limits of the password policy (code points, after NFKC normalisation). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
