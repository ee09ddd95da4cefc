import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';
import { errorMessage } from '../lib/api';

interface LoadErrorProps {
  /** The failed query's error: its server detail is shown when it has one, else `fallback`. */
  error?: unknown;
  fallback: string;
  /** A heading above the message (the lists' "ERROR"); without it the message is the heading. */
  title?: string;
  /** Asks again ("Reintentar"); without it the alert only informs. */
  onRetry?: () => void;
  style?: CSSProperties;
}

/** What a screen shows when its data could not be loaded, the same everywhere. */
export function LoadError({ error, fallback, title, onRetry, style }: LoadErrorProps) {
  const message = errorMessage(error, fallback);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={style}
      title={title ?? message}
      description={title ? message : undefined}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            Reintentar
          </Button>
        )
      }
    />
  );
}
