import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import type { User } from '../../lib/auth';
import { PreferencesForm } from './preferences-form';
import { ProfileForm } from './profile-form';
import { SecurityForm } from './security-form';

const TABS: { value: string; label: string; intro: string; render: (user: User) => ReactNode }[] = [
  {
    value: 'account',
    label: 'My Account',
    intro: 'Your name and the number we call about deliveries.',
    render: (user) => <ProfileForm user={user} />,
  },
  { value: 'security', label: 'Security', intro: 'Choose a strong password you do not use anywhere else.', render: () => <SecurityForm /> },
  {
    value: 'preferences',
    label: 'Preferences',
    intro: 'Choose which emails you would like from us.',
    render: (user) => <PreferencesForm user={user} />,
  },
];

/** Spec §2 Settings: tabs My Account, Security, Preferences. */
export function SettingsTabs({ user }: { user: User }) {
  return (
    <Tabs.Root defaultValue="account">
      <Tabs.List aria-label="Settings" className="no-scrollbar flex gap-6 overflow-x-auto border-b border-sand-200 sm:gap-10">
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 border-b-2 border-transparent py-3 text-sm font-medium whitespace-nowrap text-cocoa-700 transition hover:text-cocoa-950 data-[state=active]:border-cocoa-950 data-[state=active]:text-cocoa-950"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="max-w-2xl pt-8 focus-visible:outline-none">
          <p className="mb-6 text-[15px] text-cocoa-700">{tab.intro}</p>
          {tab.render(user)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
