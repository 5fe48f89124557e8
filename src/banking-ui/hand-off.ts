/**
 * Hands a member over to an external system the way the platform's single sign-on expects
 * (spec/2 §4, §7): a hidden form POSTs the session key (and any fixed fields) to the system's
 * login URL, in a window of a known name so a second click reuses it.
 */

/**
 * Opens (or finds) the named window now, while the click still counts as a user gesture, so a
 * popup blocker lets it through; the form is posted into it once the key has arrived.
 */
export function openNamedWindow(windowName: string): Window | null {
  return window.open('', windowName);
}

export function postToWindow(action: string, fields: Readonly<Record<string, string>>, windowName: string): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = windowName;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
