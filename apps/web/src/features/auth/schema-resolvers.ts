// The auth forms' validation (schemas.ts) with zod: a chunk of its own, loaded by a form once it is on
// screen (lib/forms/lazy-resolver.ts), so zod is not part of the sign-in and sign-up pages' first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginEmailSchema, otpCodeSchema, profileDetailsSchema, signUpSchema } from './schemas';

export const loginEmailResolver = zodResolver(loginEmailSchema);
export const otpCodeResolver = zodResolver(otpCodeSchema);
export const signUpResolver = zodResolver(signUpSchema);
export const profileDetailsResolver = zodResolver(profileDetailsSchema);
