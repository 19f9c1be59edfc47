import { passwordChecklist } from '../../../domain/validation';
import { CheckIcon, DotIcon } from '../icons-later';

/** Live requirements checklist: each rule turns green as the password meets it. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const rules = passwordChecklist(password);
  return (
    <ul id={id} aria-label="Password requirements" className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1.5 text-[13px] min-[420px]:grid-cols-2">
      {rules.map((rule) => (
        <li key={rule.label} className={`flex items-center gap-2 transition-colors ${rule.ok ? 'text-emerald-800' : 'text-cocoa-500'}`}>
          <span
            className={`flex h-4.5 w-4.5 shrink-0 items-center justify-center rounded-full ${rule.ok ? 'bg-emerald-700 text-white' : 'bg-sand-200 text-cocoa-500'}`}
          >
            {rule.ok ? <CheckIcon width={12} height={12} strokeWidth={2.5} /> : <DotIcon width={10} height={10} />}
          </span>
          {rule.label}
          <span className="sr-only">{rule.ok ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
