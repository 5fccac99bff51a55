/** spec §2.6: whether this browser can show a page in a frame (an unknown element has no window). */
export const framesSupported = () => 'contentWindow' in document.createElement('iframe');
