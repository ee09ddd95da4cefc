import { Form, Input, Modal } from 'antd';
import { MENSAJES, maxLength, required } from '@pos/shared';
import { useFeedback } from '../../../lib/feedback';
import { rules } from '../../../lib/formRules';
import { useGuardarCategoria } from './categorias.api';

/** What the modal edits: a new familia, a new sub-familia of `parent`, or a rename of `id`. */
export interface CategoriaEdicion {
  id?: number;
  nombre: string;
  parent: { id: number; nombre: string } | null;
}

function tituloDe({ id, parent }: CategoriaEdicion): string {
  if (id !== undefined) return parent ? 'Renombrar sub-familia' : 'Renombrar familia';
  return parent ? `Nueva sub-familia de ${parent.nombre}` : 'Nueva familia';
}

export function CategoryNameModal({ edicion, onClose }: { edicion: CategoriaEdicion; onClose: () => void }) {
  const [form] = Form.useForm<{ nombre: string }>();
  const feedback = useFeedback();
  const guardar = useGuardarCategoria();

  const submit = ({ nombre }: { nombre: string }) =>
    guardar.mutate(
      // The parent always travels: a body without it would turn a sub-familia into a familia.
      { id: edicion.id, data: { nombre, parent: edicion.parent?.id ?? null } },
      feedback.saveOutcome(
        form,
        { guardado: MENSAJES.general.datosAlmacenados, errorGuardar: MENSAJES.general.errorVerifiqueDatos },
        onClose,
      ),
    );

  return (
    <Modal
      open
      title={tituloDe(edicion)}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={guardar.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ nombre: edicion.nombre }} onFinish={submit}>
        <Form.Item name="nombre" label="Nombre" rules={rules(required, maxLength(100))}>
          <Input autoFocus placeholder={edicion.parent ? 'Ej. Gaseosas' : 'Ej. Bebidas'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
