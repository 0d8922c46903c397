// spec §5 validation of the sign-in and sign-up forms, with the spec's messages. Each message is a
// function, so it is read in the active language when the form shows it, not when this module loads.
import { REGIONS, USERNAME_PATTERN } from '@changamoto/shared/domain';
import { z } from 'zod';
import { LOGIN_MESSAGES, OTP_MESSAGES, SIGNUP_MESSAGES } from './messages';

const say = (message: () => string) => ({ error: message });

export const otpCodeSchema = z.object({
  // Length first: '12a' is 'OTP must be 6 digits'; '12a456' is 'OTP must only contain digits'.
  code: z
    .string()
    .trim()
    .length(
      6,
      say(() => OTP_MESSAGES.length),
    )
    .regex(
      /^\d+$/,
      say(() => OTP_MESSAGES.digits),
    ),
});
export type OtpCodeValues = z.infer<typeof otpCodeSchema>;

export const loginEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(
      1,
      say(() => LOGIN_MESSAGES.identifierRequired),
    )
    .pipe(z.email(say(() => LOGIN_MESSAGES.invalidEmail))),
  password: z
    .string()
    .min(
      1,
      say(() => LOGIN_MESSAGES.passwordRequired),
    )
    .min(
      6,
      say(() => LOGIN_MESSAGES.passwordTooShort),
    ),
});
export type LoginEmailValues = z.infer<typeof loginEmailSchema>;

const usernameField = z
  .string()
  .trim()
  .regex(
    USERNAME_PATTERN,
    say(() => SIGNUP_MESSAGES.usernameFormat),
  );
const regionField = z.enum(
  REGIONS,
  say(() => SIGNUP_MESSAGES.region),
);
const adultField = z.boolean().refine(
  (value) => value,
  say(() => SIGNUP_MESSAGES.adultRequired),
);

export const signUpSchema = z
  .object({
    email: z
      .string()
      .trim()
      .pipe(z.email(say(() => LOGIN_MESSAGES.invalidEmail))),
    username: usernameField,
    region: regionField,
    password: z.string().min(
      6,
      say(() => SIGNUP_MESSAGES.passwordTooShort),
    ),
    confirmPassword: z.string().min(
      1,
      say(() => SIGNUP_MESSAGES.confirmRequired),
    ),
    isAdult: adultField,
  })
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, { path: ['confirmPassword'], ...say(() => SIGNUP_MESSAGES.passwordsDiffer) });
export type SignUpValues = z.infer<typeof signUpSchema>;

/** The modal's Complete Your Profile: with a session the password is optional (spec §5). */
export const profileDetailsSchema = z
  .object({
    username: usernameField,
    region: regionField,
    password: z.string().refine(
      (value) => value === '' || value.length >= 6,
      say(() => SIGNUP_MESSAGES.passwordTooShort),
    ),
    confirmPassword: z.string(),
    isAdult: adultField,
  })
  .superRefine((values, ctx) => {
    if (values.password === '') return;
    if (values.confirmPassword === '') ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGNUP_MESSAGES.confirmRequired });
    else if (values.password !== values.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGNUP_MESSAGES.passwordsDiffer });
  });
export type ProfileDetailsValues = z.infer<typeof profileDetailsSchema>;
