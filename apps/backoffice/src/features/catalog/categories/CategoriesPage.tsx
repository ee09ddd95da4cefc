import { useMemo, useState } from 'react';
import {
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Tree,
  Typography,
  type TreeDataNode,
} from 'antd';
import { DeleteOutlined, EditOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import type { CategoriaNodo } from '@pos/shared/domains/catalog/categories';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/useConfirmDelete';
import { invalidateCategorias, useCategoriaTree } from './categorias.api';
import { CategoryNameModal, type CategoriaEdicion } from './CategoryNameModal';
import { LoadError } from '../../../components/LoadError';

const productos = (n: number) => `${n} ${n === 1 ? 'producto' : 'productos'}`;

/** Familias whose name, or one of whose sub-familias' names, contains the text. */
function filtrar(tree: CategoriaNodo[], texto: string): CategoriaNodo[] {
  const t = texto.trim().toLocaleLowerCase('es');
  if (!t) return tree;
  const coincide = (n: CategoriaNodo) => n.nombre.toLocaleLowerCase('es').includes(t);
  return tree.flatMap((familia) => {
    if (coincide(familia)) return [familia];
    const childs = familia.childs.filter(coincide);
    return childs.length > 0 ? [{ ...familia, childs }] : [];
  });
}

interface NodeActions {
  onAdd: (familia: CategoriaNodo) => void;
  onRename: (nodo: CategoriaNodo, parent: CategoriaNodo | null) => void;
  onDelete: (nodo: CategoriaNodo) => void;
}

function NodeTitle({
  nodo,
  parent,
  actions,
}: {
  nodo: CategoriaNodo;
  parent: CategoriaNodo | null;
  actions: NodeActions;
}) {
  return (
    <Flex align="center" justify="space-between" gap={12} style={{ padding: '4px 0' }}>
      <Space size={8} wrap>
        <Typography.Text strong={!parent}>{nodo.nombre}</Typography.Text>
        <Tag color={nodo.total_productos > 0 ? 'blue' : 'default'}>{productos(nodo.total_productos)}</Tag>
        {!parent && nodo.childs.length > 0 && (
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12 }}
          >{`${nodo.childs.length} ${nodo.childs.length === 1 ? 'sub-familia' : 'sub-familias'}`}</Typography.Text>
        )}
      </Space>
      {/* The tree selects on click; the buttons act without selecting. */}
      <Space size={0} onClick={(e) => e.stopPropagation()}>
        {!parent && (
          <Tooltip title="Agregar sub-familia">
            <Button
              type="text"
              size="small"
              aria-label={`Agregar sub-familia a ${nodo.nombre}`}
              icon={<FolderAddOutlined />}
              onClick={() => actions.onAdd(nodo)}
            />
          </Tooltip>
        )}
        <Tooltip title="Renombrar">
          <Button
            type="text"
            size="small"
            aria-label={`Renombrar ${nodo.nombre}`}
            icon={<EditOutlined />}
            onClick={() => actions.onRename(nodo, parent)}
          />
        </Tooltip>
        <Tooltip title="Eliminar">
          <Button
            type="text"
            size="small"
            danger
            aria-label={`Eliminar ${nodo.nombre}`}
            icon={<DeleteOutlined />}
            onClick={() => actions.onDelete(nodo)}
          />
        </Tooltip>
      </Space>
    </Flex>
  );
}

function treeData(tree: CategoriaNodo[], actions: NodeActions): TreeDataNode[] {
  return tree.map((familia) => ({
    key: familia.id,
    title: <NodeTitle nodo={familia} parent={null} actions={actions} />,
    children: familia.childs.map((sub) => ({
      key: sub.id,
      isLeaf: true,
      title: <NodeTitle nodo={sub} parent={familia} actions={actions} />,
    })),
  }));
}

/** `/configuracion/categorias`: the tree of familias and sub-familias (DECISIONS P3-64). */
export default function CategoriesPage() {
  const tree = useCategoriaTree();
  const queryClient = useQueryClient();
  const [edicion, setEdicion] = useState<CategoriaEdicion | null>(null);
  const [busqueda, setBusqueda] = useState('');
  const confirmDelete = useConfirmDelete({
    path: 'categoria',
    onDeleted: () => void invalidateCategorias(queryClient),
  });

  const actions: NodeActions = {
    onAdd: (familia) => setEdicion({ nombre: '', parent: familia }),
    onRename: (nodo, parent) => setEdicion({ id: nodo.id, nombre: nodo.nombre, parent }),
    onDelete: (nodo) => confirmDelete(nodo.id, nodo.nombre),
  };
  const visibles = useMemo(() => filtrar(tree.data ?? [], busqueda), [tree.data, busqueda]);
  const abiertas = busqueda.trim() ? visibles.map((f) => f.id) : undefined;

  let content;
  if (tree.isError) {
    content = (
      <LoadError
        title={MENSAJES.listas.tituloError}
        error={tree.error}
        fallback={MENSAJES.listas.error}
        onRetry={() => void tree.refetch()}
      />
    );
  } else if (!tree.data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (tree.data.length === 0) {
    content = (
      <Empty description="Aún no hay familias. Cree la primera para ordenar sus productos.">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdicion({ nombre: '', parent: null })}>
          Nueva familia
        </Button>
      </Empty>
    );
  } else if (visibles.length === 0) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MENSAJES.general.sinResultados} />;
  } else {
    content = (
      <Tree
        blockNode
        showLine
        selectable={false}
        defaultExpandAll
        {...(abiertas ? { expandedKeys: abiertas } : {})}
        treeData={treeData(visibles, actions)}
        aria-label="Familias y sub-familias"
      />
    );
  }

  return (
    <>
      <PageHeader
        title="Categorías"
        subtitle="Familias y sub-familias con las que se ordenan los productos y la tienda en línea."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdicion({ nombre: '', parent: null })}>
            Nueva familia
          </Button>
        }
      />
      <Card>
        <div className="list-toolbar">
          <Input.Search
            allowClear
            aria-label="Buscar"
            placeholder="Buscar familia o sub-familia"
            value={busqueda}
            onChange={(e) => setBusqueda(e.target.value)}
            style={{ width: 300, maxWidth: '100%' }}
          />
        </div>
        {content}
      </Card>
      {edicion && <CategoryNameModal edicion={edicion} onClose={() => setEdicion(null)} />}
    </>
  );
}
