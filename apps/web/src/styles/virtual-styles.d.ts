// antd's stylesheet cut in two at build time (build/antd-styles.ts).
declare module 'virtual:antd-styles/*';
