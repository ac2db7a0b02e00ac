// The role as a zod schema, apart from roles.ts so that pages needing only the role list load no zod.
import { z } from 'zod';
import { ROLES } from '../roles';

export const roleSchema = z.enum(ROLES);
