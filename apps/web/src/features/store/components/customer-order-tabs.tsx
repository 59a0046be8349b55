import '@mantine/core/styles/Table.css';
import { Anchor, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PagedTab } from '../../../components/staff/paged-tab.tsx';
import type { CustomerRecordTabProps } from '../../../components/slots/slots.tsx';
import { customerOrdersQuery, customerRefundsQuery } from '../orders-api.ts';
import { RefundCells, RefundHeads } from './order-sections.tsx';
import { OrdersTable } from './orders-table.tsx';
import '../staff/i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** A customer's orders and refunds, as the staff's customer record shows them (a slot). */
export function CustomerOrdersTab({ customerId }: CustomerRecordTabProps) {
  const { t } = useTranslation('storeAdmin');
  const [page, setPage] = useState(1);
  const orders = useQuery(customerOrdersQuery(customerId, page));
  return (
    <PagedTab query={orders} page={page} onPage={setPage} empty={t('storeAdmin.tabs.noOrders')}>
      {(rows) => <OrdersTable orders={rows} showCustomer={false} />}
    </PagedTab>
  );
}

export function CustomerRefundsTab({ customerId }: CustomerRecordTabProps) {
  const { t } = useTranslation('storeAdmin');
  const [page, setPage] = useState(1);
  const refunds = useQuery(customerRefundsQuery(customerId, page));
  return (
    <PagedTab query={refunds} page={page} onPage={setPage} empty={t('storeAdmin.tabs.noRefunds')}>
      {(rows) => (
        <Table verticalSpacing="xs" miw={680}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('storeAdmin.orders.order')}</Table.Th>
              <RefundHeads />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((refund) => (
              <Table.Tr key={refund.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/pedidos/${refund.order_id}`} fw={600}>
                    #{refund.order_id}
                  </Anchor>
                </Table.Td>
                <RefundCells refund={refund} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </PagedTab>
  );
}
