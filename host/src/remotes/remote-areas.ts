import type { RemoteName } from '@portal/shared';

/** The part of the portal each remote provides, as the fallback names it. */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  remote_auth: 'Sign-in',
  remote_artifacts: 'Onboarding Artifacts',
  remote_instructions: 'Instruction Tuning',
  remote_settings: 'Settings',
};
