export * from './common.ts';
export * from './condition.ts';
export * from './rule.ts';
export * from './keyword-list.ts';
export * from './blocked-message.ts';
export * from './error.ts';
export * from './notification-settings.ts';
export * from './notification-defaults.ts';
