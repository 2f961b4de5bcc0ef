import { DEFAULT_STATE, type FakeHostState } from './fake-host';
import { FAULT_KINDS, unknownFaults } from './faults';

const STYLE = `
#fake-host{position:fixed;inset-block-end:8px;inset-inline-end:8px;z-index:2147483647;font:12px/1.4 system-ui,sans-serif;color:#111;background:#fffbe6;border:1px solid #d9b400;border-radius:8px;max-inline-size:min(360px,calc(100vw - 16px));box-shadow:0 2px 10px #0003}
#fake-host summary{cursor:pointer;padding:6px 10px;font-weight:600;min-block-size:32px;box-sizing:border-box;display:flex;align-items:center}
#fake-host form{display:grid;grid-template-columns:auto 1fr;gap:4px 8px;padding:0 10px 8px}
#fake-host label{align-self:center}
#fake-host select,#fake-host input,#fake-host button{min-block-size:32px;font:inherit;font-size:14px;box-sizing:border-box}
#fake-host [role=alert]{grid-column:1/-1;color:#8a1c1c;margin:0}
#fake-host [role=alert]:empty{display:none}
#fake-host ol{max-block-size:140px;overflow:auto;margin:0;padding:4px 10px 8px 26px;border-block-start:1px solid #e8d98a;word-break:break-all}
#fake-host button{grid-column:1/-1}
`;

function field(label: string, name: string, control: HTMLElement): HTMLElement[] {
  const id = `fake-host-${name}`;
  control.id = id;
  control.setAttribute('name', name);
  const l = document.createElement('label');
  l.htmlFor = id;
  l.textContent = label;
  return [l, control];
}

function select(options: string[], value: string) {
  const s = document.createElement('select');
  for (const o of options) s.add(new Option(o, o, o === value, o === value));
  return s;
}

function input(value: string, placeholder: string) {
  const i = document.createElement('input');
  i.value = value;
  i.placeholder = placeholder;
  return i;
}

/**
 * The fake host's small panel (development only): switches platform, user, app version, app
 * language and faults, and logs bridge calls and frame messages. Collapsible.
 */
export function mountPanel(state: FakeHostState, onApply: (next: FakeHostState) => void) {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);

  const root = document.createElement('details');
  root.id = 'fake-host';
  root.setAttribute('aria-label', 'Fake app host');
  // A developer tool: always left to right, whatever the page's language.
  root.dir = 'ltr';
  root.lang = 'en';
  // Collapsed unless the developer opened it in this tab: open, it covers a third of a phone.
  root.open = sessionStorage.getItem('__fakeHostOpen') === '1';
  root.addEventListener('toggle', () => sessionStorage.setItem('__fakeHostOpen', root.open ? '1' : '0'));
  const summary = document.createElement('summary');
  summary.textContent = `Fake host: ${state.host} · ${state.user}`;

  const host = select(['browser', 'android', 'ios'], state.host);
  const user = select(['guest', 'member', 'premium'], state.user);
  const version = input(String(state.version), String(DEFAULT_STATE.version));
  const lang = input(state.lang, 'none (e.g. ar, ko-KR)');
  const fault = input(state.fault, 'inviteList:500,getUserInfo:timeout');
  const problem = document.createElement('p');
  problem.setAttribute('role', 'alert');
  const apply = document.createElement('button');
  apply.type = 'submit';
  apply.textContent = 'Apply and reload';
  const form = document.createElement('form');
  form.append(
    ...field('Platform', 'host', host),
    ...field('User', 'user', user),
    ...field('App version', 'version', version),
    ...field('App language', 'lang', lang),
    ...field('Faults', 'fault', fault),
    problem,
    apply,
  );
  const refuseUnknown = (value: string) => {
    const unknown = unknownFaults(value);
    problem.textContent = unknown.length
      ? `Not applied: ${unknown.map((u) => `"${u}"`).join(', ')} — write <call>:<kind>, kind one of ${FAULT_KINDS.join(', ')}.`
      : '';
    return unknown.length > 0;
  };
  // A fault from the address that names no known kind is ignored by the fake backend: say so.
  if (refuseUnknown(state.fault)) root.open = true;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (refuseUnknown(fault.value)) return;
    onApply({
      host: host.value as FakeHostState['host'],
      user: user.value as FakeHostState['user'],
      version: Number(version.value) || DEFAULT_STATE.version,
      lang: lang.value.trim(),
      fault: fault.value.trim(),
    });
  });
  const list = document.createElement('ol');
  list.setAttribute('aria-label', 'Fake host log');
  root.append(summary, form, list);
  document.body.append(root);

  return (kind: string, text: string) => {
    const item = document.createElement('li');
    item.textContent = `${kind}: ${text}`;
    list.append(item);
    list.scrollTop = list.scrollHeight;
  };
}
