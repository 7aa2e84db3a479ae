// The renderer's entry: mounts the app.
import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';
import { resolveHostUrl } from './desktop/bridge.ts';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
mount(App, { target, props: { hostUrl: await resolveHostUrl(location) } });
