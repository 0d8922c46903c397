export * from '@/lib/auth-modal';
