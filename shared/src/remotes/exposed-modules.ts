import type { RemoteName } from '../config';
import type { MountModule } from './mount-module';
import type { PageModule } from './page-module';
import type { PrefetchModule } from './prefetch-module';

/** Fails to compile unless every remote of portal.config.json has an entry, and no other. */
type EveryRemote<
  T extends Record<RemoteName, object> & Record<Exclude<keyof T, RemoteName>, never>,
> = T;

/**
 * What each remote exposes (its webpack `exposes` keys) and the type of each module. A
 * remote's `src/exposes.ts` must expose exactly these, and the host names pages only from
 * here: renaming a module or changing a page's props is a compile error on both sides.
 * Changing this contract is a runtime release (docs/deployment.md, "Release procedure").
 */
export type ExposedModules = EveryRemote<{
  remote_auth: {
    './LoginPage': PageModule;
    './TenantSelectionPage': PageModule;
    './WorkspaceSelectionPage': PageModule;
    './mount': MountModule<'login' | 'tenant-selection' | 'workspace-selection'>;
  };
  remote_artifacts: {
    './DashboardPage': PageModule;
    /** Starts the dashboard's first list while its page still loads. */
    './DashboardPrefetch': PrefetchModule;
    './mount': MountModule<'dashboard'>;
  };
  remote_instructions: {
    './InstructionTuningPage': PageModule;
    './mount': MountModule<'instruction-tuning'>;
  };
  remote_settings: {
    './SettingsPage': PageModule;
    './UsersPage': PageModule;
    './IcpManagementPage': PageModule;
    './UspManagementPage': PageModule;
    './mount': MountModule<'settings' | 'users' | 'icp' | 'usp'>;
  };
  remote_admin: {
    /** Accounts, tenants, workspaces and members (admins only; issue 34 §4). */
    './AdministrationPage': PageModule;
    './mount': MountModule<'administration'>;
  };
}>;
