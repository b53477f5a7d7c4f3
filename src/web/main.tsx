import { render } from 'preact';
import { App } from './app';
import './styles/app.css';

// The HTML shell's "Loading the app" status goes: from here on the app shows its own.
const root = document.getElementById('app')!;
root.replaceChildren();
render(<App />, root);
