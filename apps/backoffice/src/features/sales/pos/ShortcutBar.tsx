import { Button, Flex } from 'antd';
import { useTouchScreen } from './useTouchScreen';

export interface Atajo {
  /** The keys that run it (one function key, or the arrows). */
  teclas: string[];
  label: string;
  /** None: a key the screen's own field handles (the arrows in the search results). */
  onClick?: () => void;
  /** The sale's actions have their buttons in the summary already: no second one on a touch screen. */
  conBoton?: boolean;
}

/**
 * Under the cart: with a keyboard, the screen's keys; on a touch screen, where no key can be
 * pressed, what only a key reached (the search box, the customer) as buttons to tap.
 */
export function ShortcutBar({ atajos }: { atajos: Atajo[] }) {
  const tactil = useTouchScreen();
  if (tactil)
    return (
      <Flex gap={8} wrap className="pos-shortcuts">
        {atajos
          .filter((atajo) => atajo.onClick && !atajo.conBoton)
          .map((atajo) => (
            <Button key={atajo.label} size="large" onClick={atajo.onClick}>
              {atajo.label}
            </Button>
          ))}
      </Flex>
    );
  return (
    <Flex gap={16} wrap className="pos-shortcuts" aria-label="Atajos de teclado">
      {atajos.map((atajo) => (
        <span key={atajo.label}>
          {atajo.teclas.map((tecla) => (
            <kbd key={tecla} className="pos-kbd">
              {tecla}
            </kbd>
          ))}{' '}
          {atajo.label}
        </span>
      ))}
    </Flex>
  );
}
