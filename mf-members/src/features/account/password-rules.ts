/** Bounds of a new password, as the API checks them (`password_length`, spec §5; the bounds are ours). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
