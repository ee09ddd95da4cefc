import type { ReactNode } from 'react';
import { Card, Result, Skeleton } from 'antd';
import { MENSAJES } from '@pos/shared';

interface Props {
  header: ReactNode;
  /** The data could not be read: shows the error instead of the skeleton. */
  failed: boolean;
  message?: string;
  rows?: number;
}

/** A screen whose data is still loading (skeleton) or could not be read (error), under its header. */
export function PageStatus({ header, failed, message = MENSAJES.general.errorObtenerDatos, rows = 8 }: Props) {
  return (
    <>
      {header}
      {failed ? (
        <Result status="error" title={MENSAJES.listas.tituloError} subTitle={message} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows }} />
        </Card>
      )}
    </>
  );
}
