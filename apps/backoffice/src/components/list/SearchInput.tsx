import { useEffect, useEffectEvent, useState } from 'react';
import { Input } from 'antd';

const DEBOUNCE_MS = 350;

/** Searches as the user types (after a short pause) or at once on Enter. */
export function SearchInput({
  onSearch,
  placeholder = 'Buscar…',
}: {
  onSearch: (text: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const search = useEffectEvent((value: string) => onSearch(value));
  useEffect(() => {
    const timer = setTimeout(() => search(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Input.Search
      allowClear
      aria-label="Buscar"
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={onSearch}
      style={{ width: 300, maxWidth: '100%' }}
    />
  );
}
