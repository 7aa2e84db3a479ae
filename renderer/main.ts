// The renderer's entry: mounts the app, once the player's language is here (no screen in another first).
import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';
import { resolveHostUrl } from './desktop/bridge.ts';
import { loadHomeCatalog } from './i18n/i18n.svelte.ts';
import { settings } from './settings/settings.svelte.ts';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
const [hostUrl] = await Promise.all([resolveHostUrl(location), loadHomeCatalog(settings.language)]);
mount(App, { target, props: { hostUrl } });
