/**
 * The admins' Billing list: search, the status, component, facility and payer filters, sort, paging, the export
 * of the current filter, and the totals of the whole filter (every page) in dollars.
 */
import { DataList } from '~/components/data-table';
import { PageIntro } from '~/components/layout/page-intro';
import { BILLING_LIST_COLUMNS } from './columns';
import { CREATE_BILLING_PATH, formatMoney, type BillingTotal } from './labels';
import { billingFilters, billingListQuery, type BillingListData } from './list';

const plural = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'record' : 'records'}`;

/** The filter's totals, one per currency; said again (politely) when a search or filter changes them. */
export function BillingTotals({ totals, failed }: { totals: BillingTotal[]; failed: boolean }) {
  if (failed) return null;
  return (
    <section aria-labelledby="billing-totals-heading" className="rounded-lg border bg-muted/40 p-4">
      <h2 id="billing-totals-heading" className="text-sm font-medium text-muted-foreground">
        Totals for this list (every page)
      </h2>
      <div aria-live="polite" aria-atomic="true">
        {totals.length === 0 ? (
          <p className="mt-1 text-sm">No records match, so nothing to add up.</p>
        ) : (
          <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
            {totals.map((total) => (
              <div key={total.currency} data-testid={`billing-total-${total.currency}`}>
                <dt className="text-sm text-muted-foreground">{`Total in ${total.currency}, ${plural(total.records)}`}</dt>
                <dd className="text-2xl font-semibold tabular-nums">
                  {formatMoney(total.amountCents, total.currency)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

export function BillingListView({ title, data }: { title: string; data: BillingListData }) {
  return (
    <section className="space-y-6">
      <PageIntro title={title} action={{ to: CREATE_BILLING_PATH, label: 'Create Billing' }}>
        Billing records of signed-out cases. Amounts are in the record&apos;s currency.
      </PageIntro>
      <BillingTotals totals={data.totals} failed={data.page === null} />
      <DataList
        title={title}
        id="billings"
        query={billingListQuery}
        columns={BILLING_LIST_COLUMNS}
        data={data}
        getRowId={(b) => b.id}
        noun={{ one: 'billing record', other: 'billing records' }}
        emptyText="There are no billing records yet. Create one for a signed-out case."
        searchPlaceholder="Invoice, case, patient, facility or payer"
        filters={billingFilters(data.lookups)}
        exportPath="/billings/export"
      />
    </section>
  );
}
