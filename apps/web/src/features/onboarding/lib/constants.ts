// spec §2 Onboarding and §9: four steps; the win is celebrated for 3 seconds.
export const ONBOARDING_STEPS = 4;
export const CELEBRATION_MS = 3000;
