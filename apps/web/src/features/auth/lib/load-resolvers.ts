// The auth forms' resolvers (schema-resolvers.ts), one download for every form that asks.
import { lazyModule } from '@/lib/forms/lazy-resolver';

export const loadAuthResolvers = lazyModule(() => import('../schema-resolvers'));
