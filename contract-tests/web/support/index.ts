/** Everything a web journey needs: `import { useWebSuite, signIn, checkA11y, screenshot } from './support/index.js'`. */
export { useWebSuite, type FileServer, type WebSuite, type WebSuiteOptions } from './suite.js';
export { attachWebServer, startWebServer, TEST_PASSWORD, type Account, type OwnedWebServer, type WebServer } from './server.js';
export { listMail, showMail, latestMailTo, linksIn, type MailMessage, type MailSummary } from './mail.js';
export { checkA11y, runAxe, type A11yOptions } from './a11y.js';
export { screenshot, SCREENSHOT_DIR } from './screenshots.js';
export { signIn, signInThroughApi, type SignInOptions } from './sign-in.js';
export { nextTotpCode } from './totp.js';
export { ApiSession } from './api-session.js';
export { connectChromium, launchChromium, launchChromiumServer, CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';
export { authorizeInBrowser, type AuthorizedApp } from './authorize.js';
export { discover, pkcePair, postForm, registerPublicClient, pollDeviceToken, mcpToolNames, DEVICE_GRANT, type AuthServerMetadata, type Discovery } from './oauth.js';
export { addMemory, recordInteraction } from './memories.js';
