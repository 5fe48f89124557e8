// The provider answers a silent sign-in (prompt=none) by loading this page in the app's hidden
// iframe. It hands the answer URL to the app window, in the message shape oidc-client-ts's
// signinSilentCallback posts ({source: 'oidc-client', url, keepOpen}), without bundling the
// library into this page; a separate file because the CSP allows no inline script.
window.parent.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin);
