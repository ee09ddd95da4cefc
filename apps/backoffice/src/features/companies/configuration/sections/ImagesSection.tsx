import { Form } from 'antd';
import { ImageUpload } from '../../../../components/ImageUpload';

export const CAMPOS_IMAGENES = ['logo', 'banner', 'logo_ticket'];

export function ImagesSection() {
  return (
    <>
      <Form.Item name="logo" label="Logo" extra="Aparece en el menú del sistema y en la tienda en línea.">
        <ImageUpload variant="logo" />
      </Form.Item>
      <Form.Item
        name="banner"
        label="Portada de la tienda en línea"
        extra="Imagen ancha, idealmente de 1920 × 640 píxeles."
      >
        <ImageUpload variant="banner" />
      </Form.Item>
      <Form.Item
        name="logo_ticket"
        label="Logo del ticket"
        extra="Se imprime en los tickets de 80 mm; prefiera un logo en blanco y negro."
      >
        <ImageUpload variant="logo" />
      </Form.Item>
    </>
  );
}
