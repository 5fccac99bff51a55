// The shared message catalogue cut to one language (and to the first page's part or the screens')
// at build time (build/server-messages.ts).
declare module 'virtual:server-messages/*' {
  const messages: Partial<Record<import('@apex/shared').TMessageCode, string>>;
  export default messages;
}
