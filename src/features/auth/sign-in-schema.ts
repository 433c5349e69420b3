import { z } from '../../../contract/schemas/zod.ts';

export const signInSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your user name.'),
      z.maxLength(200, 'A user name has at most 200 characters.'),
    ),
  password: z
    .string()
    .check(z.minLength(1, 'Enter your password.'), z.maxLength(1024, 'A password has at most 1024 characters.')),
});

export type SignInValues = z.infer<typeof signInSchema>;
