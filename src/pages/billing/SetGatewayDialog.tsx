import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { PaymentMethodsAnswer } from '../../api/billing';
import { Button } from '../../components/Button';
import { Callout } from '../../components/Callout';
import { SelectField, useSubmit } from '../../components/form';
import { Loader } from '../../components/Loader';
import { Modal, ModalFooter, useModal } from '../../components/Modal';
import { FORM } from '../../constants/messages';
import { BILLING, BILLING_UI } from '../../constants/messages/billing';
import { BANK_TRANSFER_METHODS, GATEWAYS, MAX_GATEWAY_ROWS, PAYMENT_METHODS } from '../../contracts/values';
import { connectGateway, saveGateways } from '../../ducks/billing';
import type { GatewayChoice } from '../../ducks/billing/gateways';
import { useRequest } from '../../ducks/requests/hooks';
import { FeesEditor } from './FeesEditor';

export const SET_GATEWAY_MODAL = 'billing-set-gateway';

interface RowValues {
  methodId: string;
  providerId: string;
}

const EMPTY_ROW: RowValues = { methodId: '', providerId: '' };

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: 12px;
  align-items: end;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin: 0 0 12px;
  padding: 8px 12px 0;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const ConnectRow = styled.div`
  display: flex;
  gap: 12px;
  align-items: end;
`;

/** The rows' errors: method and gateway required, each method once per save. */
function validateRows(rows: readonly RowValues[]): { rows?: Record<number, Partial<Record<keyof RowValues, string>>> } {
  const errors: Record<number, Partial<Record<keyof RowValues, string>>> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const rowErrors: Partial<Record<keyof RowValues, string>> = {};
    if (!row.methodId) rowErrors.methodId = FORM.required;
    else if (seen.has(row.methodId)) rowErrors.methodId = BILLING_UI.duplicateMethod;
    if (!row.providerId) rowErrors.providerId = FORM.required;
    seen.add(row.methodId);
    if (Object.keys(rowErrors).length) errors[index] = rowErrors;
  });
  return Object.keys(errors).length ? { rows: errors } : {};
}

/** Connects a gateway the merchant lacks for a method (POST payment providers), so the row can choose it. */
function ConnectGateway({ methodName, connected, merchantId }: { methodName: string; connected: readonly string[]; merchantId?: number }) {
  const dispatch = useDispatch();
  const pending = useRequest(connectGateway).status === 'pending';
  const method = PAYMENT_METHODS.find((entry) => entry.name === methodName);
  const choices = GATEWAYS.filter((gateway) => (method?.gateways as readonly string[] | undefined)?.includes(gateway.name) && !connected.includes(gateway.name));
  const [name, setName] = useState<string>(choices[0]?.name ?? '');
  if (choices.length === 0) return null;
  return (
    <ConnectRow>
      <SelectField
        name={`connect-${methodName}`}
        label={BILLING_UI.gatewayToConnect}
        options={choices.map((gateway) => ({ value: gateway.name, label: gateway.name }))}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button $variant="secondary" disabled={pending || !name} onClick={() => dispatch(connectGateway.request({ name, ...(merchantId === undefined ? {} : { merchantId }) }))}>
        {BILLING_UI.connect}
      </Button>
    </ConnectRow>
  );
}

interface ChoiceViewProps {
  answer: PaymentMethodsAnswer;
  /** Staff or an agency working on another merchant's setup. */
  merchantId?: number;
  multiple: boolean;
  onSaved: (choices: GatewayChoice[]) => void;
  onCancel: () => void;
}

/** View 1, the gateway choice: a method, then a gateway of it (disabled until the method is chosen); several rows with NewPricing. */
function ChoiceView({ answer, merchantId, multiple, onSaved, onCancel }: ChoiceViewProps) {
  // What the running save sends, for the setup view once it succeeds.
  const choices = useRef<GatewayChoice[]>([]);
  const { submit } = useSubmit(saveGateways, { onSuccess: () => onSaved(choices.current) });
  const formik = useFormik<{ rows: RowValues[] }>({
    initialValues: { rows: [EMPTY_ROW] },
    validate: ({ rows }) => validateRows(rows),
    onSubmit: ({ rows }, helpers) => {
      const chosen = rows.map((row) => {
        const method = answer.methods.find((entry) => String(entry.id) === row.methodId);
        return { methodId: Number(row.methodId), methodName: method?.name ?? row.methodId, providerId: Number(row.providerId) };
      });
      choices.current = chosen;
      return submit({ ...(merchantId === undefined ? {} : { merchantId }), rows: chosen }, helpers);
    },
  });
  const { rows } = formik.values;
  const rowErrors = (formik.errors.rows ?? []) as unknown as Record<number, Partial<Record<keyof RowValues, string>> | undefined>;
  const touched = formik.submitCount > 0;
  const setRow = (index: number, patch: Partial<RowValues>) =>
    void formik.setFieldValue(
      'rows',
      rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    );
  const methodOptions = answer.methods.map((method) => ({ value: String(method.id), label: method.name }));
  const bankTransfer = rows.some((row) => BANK_TRANSFER_METHODS.includes(answer.methods.find((method) => String(method.id) === row.methodId)?.name ?? ''));

  return (
    <form noValidate aria-label={BILLING_UI.gatewayTitle} onSubmit={formik.handleSubmit}>
      {rows.map((row, index) => {
        const method = answer.methods.find((entry) => String(entry.id) === row.methodId);
        const providers = method?.providers ?? [];
        const number = index + 1;
        return (
          <Row key={index}>
            <legend>{BILLING_UI.rowLabel(number)}</legend>
            <SelectField
              name={`rows.${index}.methodId`}
              label={BILLING_UI.method}
              emptyOption={BILLING_UI.selectMethod}
              options={methodOptions}
              value={row.methodId}
              error={touched ? rowErrors[index]?.methodId : undefined}
              onChange={(event) => setRow(index, { methodId: event.target.value, providerId: '' })}
            />
            <SelectField
              name={`rows.${index}.providerId`}
              label={BILLING.gateway}
              emptyOption={BILLING_UI.selectGateway}
              options={providers.map((provider) => ({ value: String(provider.id), label: provider.current ? `${provider.name} (${BILLING_UI.currentGateway})` : provider.name }))}
              value={row.providerId}
              disabled={!row.methodId}
              error={touched ? rowErrors[index]?.providerId : undefined}
              onChange={(event) => setRow(index, { providerId: event.target.value })}
            />
            {rows.length > 1 ? (
              <Button
                $variant="link"
                aria-label={BILLING_UI.removeRow(number)}
                onClick={() =>
                  void formik.setFieldValue(
                    'rows',
                    rows.filter((_row, at) => at !== index),
                  )
                }
              >
                ×
              </Button>
            ) : (
              <span />
            )}
            {method && providers.length === 0 && (
              <div style={{ gridColumn: '1 / -1' }}>
                <p>{BILLING_UI.noGatewayForMethod}</p>
              </div>
            )}
            {method && (
              <div style={{ gridColumn: '1 / -1' }}>
                <ConnectGateway methodName={method.name} connected={providers.map((provider) => provider.name)} merchantId={merchantId} />
              </div>
            )}
          </Row>
        );
      })}
      {multiple && rows.length < MAX_GATEWAY_ROWS && (
        <Button $variant="secondary" onClick={() => void formik.setFieldValue('rows', [...rows, EMPTY_ROW])}>
          {BILLING_UI.addRow}
        </Button>
      )}
      {bankTransfer && <Callout role="note" $tone="warning">
          {BILLING_UI.bankTransferWarning}
        </Callout>}
      <ModalFooter>
        <Button $variant="secondary" onClick={onCancel}>
          {BILLING.cancel}
        </Button>
        <Button type="submit" disabled={formik.isSubmitting}>
          {BILLING_UI.next}
        </Button>
      </ModalFooter>
    </form>
  );
}

/** View 2, the setup: the revenue setup (the fees' two tabs) of each row just saved, one at a time. */
function SetupView({ answer, choices, onDone }: { answer: PaymentMethodsAnswer; choices: readonly GatewayChoice[]; onDone: () => void }) {
  const saved = choices
    .map((choice) => answer.collection.find((row) => row.paymentMethod.id === choice.methodId && row.paymentProvider.id === choice.providerId))
    .filter((row): row is NonNullable<typeof row> => row !== undefined);
  const [selected, setSelected] = useState(0);
  // The table is read again after the save: until it has the new rows, wait.
  if (saved.length < choices.length) return <Loader />;
  const row = saved[Math.min(selected, saved.length - 1)];
  return (
    <section aria-label={BILLING_UI.setupStep}>
      <h3>{BILLING_UI.setupStep}</h3>
      {saved.length > 1 && (
        <SelectField
          name="setup-row"
          label={BILLING_UI.setupFor}
          options={saved.map((entry, index) => ({ value: String(index), label: `${entry.paymentMethod.name} — ${entry.paymentProvider.name}` }))}
          value={String(selected)}
          onChange={(event) => setSelected(Number(event.target.value))}
        />
      )}
      <FeesEditor key={row.accountPaymentProviderId} row={row} merchantId={answer.merchant_id} editable inherited={false} onCancel={onDone} />
    </section>
  );
}

/**
 * 'Set gateway': the gateway choice, then the revenue setup of what was saved (spec section 2). Opened only for users
 * who may edit gateways and whose setup is not inherited.
 */
export function SetGatewayDialog({ answer, merchantId, multiple }: { answer: PaymentMethodsAnswer; merchantId?: number; multiple: boolean }) {
  const { close } = useModal(SET_GATEWAY_MODAL);
  const [choices, setChoices] = useState<GatewayChoice[] | null>(null);
  return (
    <Modal id={SET_GATEWAY_MODAL} title={BILLING.setGateway}>
      {choices ? (
        <SetupView answer={answer} choices={choices} onDone={close} />
      ) : (
        <ChoiceView answer={answer} merchantId={merchantId} multiple={multiple} onSaved={setChoices} onCancel={close} />
      )}
    </Modal>
  );
}
