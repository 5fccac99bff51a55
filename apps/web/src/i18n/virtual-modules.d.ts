// The shared message catalogue cut to one language at build time (build/server-messages.ts).
declare module 'virtual:server-messages/*' {
  const messages: Record<import('@apex/shared').TMessageCode, string>;
  export default messages;
}
