// Every language's catalogue, fetched as the settings screen fetches them: components mounted in any
// language find theirs loaded.
import { loadCatalogs } from '../../renderer/i18n/i18n.svelte.ts';

export const CATALOGS = await loadCatalogs();
