import { Button, Flex, Result } from 'antd';
import { MENSAJES } from '@pos/shared';
import { errorMessage } from '../../lib/api';
import { endSession } from '../../lib/session';

/** The profile could not be read because the connection failed: retry, or leave the session. */
export function SessionLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="warning"
        title={MENSAJES.listas.tituloError}
        subTitle={errorMessage(error, MENSAJES.general.errorObtenerDatos)}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            Reintentar
          </Button>,
          <Button key="exit" onClick={endSession}>
            {MENSAJES.sesion.cerrarSesion}
          </Button>,
        ]}
      />
    </Flex>
  );
}
