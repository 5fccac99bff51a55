import { useEffect, useState } from 'react';

// A search waits for the user to pause typing, so a fast typist sends one request, not ten.
const TYPING_PAUSE_MS = 250;

/** What a remote picker searches for: the typed text once the user pauses, trimmed. */
export function useSearchKeyword() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { keyword, onSearch: setTyped };
}
