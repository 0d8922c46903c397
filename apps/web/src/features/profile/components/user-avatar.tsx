// The avatar moved to components/ (the dashboard shows it too); the top bar still imports it from here.
export { avatarInitial, UserAvatar } from '@/components/user-avatar';
