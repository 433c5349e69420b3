import { z } from 'zod';

export const signInSchema = z.object({
  username: z.string().trim().min(1, 'Enter your user name.').max(200, 'A user name has at most 200 characters.'),
  password: z.string().min(1, 'Enter your password.').max(1024, 'A password has at most 1024 characters.'),
});

export type SignInValues = z.infer<typeof signInSchema>;
