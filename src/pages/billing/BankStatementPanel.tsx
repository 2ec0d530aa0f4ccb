import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { BankStatement } from '../../api/billing';
import { holdFile } from '../../api/files';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useModal } from '../../components/Modal';
import { SectionPanel } from '../../components/SectionPanel';
import { BILLING_UI } from '../../constants/messages/billing';
import { BANK_STATEMENT_TYPES } from '../../contracts/values';
import { deleteBankStatement, uploadBankStatement } from '../../ducks/billing';
import { useRequest } from '../../ducks/requests/hooks';
import { formatTableDate } from '../../ducks/reports/periods';

const DELETE_MODAL = 'billing-bank-statement-delete';

/** The bank statement confirming where the merchant's share is paid: upload (or replace) and delete. */
export function BankStatementPanel({ statement, merchantId, editable }: { statement: BankStatement | null; merchantId: number; editable: boolean }) {
  const dispatch = useDispatch();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useRequest(uploadBankStatement);
  const removing = useRequest(deleteBankStatement).status === 'pending';
  const confirm = useModal(DELETE_MODAL);

  useEffect(() => {
    if (upload.status !== 'succeeded') return;
    setChosen(null);
    if (input.current) input.current.value = '';
  }, [upload.status]);

  return (
    <SectionPanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{BILLING_UI.bankTitle}</h2>
      <p>{BILLING_UI.bankIntro}</p>
      <p>{statement ? BILLING_UI.bankCurrent(statement.file_name, formatTableDate(statement.uploaded_at)) : BILLING_UI.bankNone}</p>
      {editable && (
        <>
          <label htmlFor={id}>{BILLING_UI.bankFile}</label>{' '}
          <input ref={input} id={id} type="file" accept={BANK_STATEMENT_TYPES.join(',')} onChange={(event) => setChosen(event.target.files?.[0] ?? null)} />{' '}
          <Button
            disabled={!chosen || upload.status === 'pending'}
            onClick={() => {
              if (chosen) dispatch(uploadBankStatement.request({ fileId: holdFile(chosen), merchantId }));
            }}
          >
            {statement ? BILLING_UI.bankReplace : BILLING_UI.bankUpload}
          </Button>{' '}
          {statement && (
            <Button $variant="danger" disabled={removing} onClick={confirm.open}>
              {BILLING_UI.bankDelete}
            </Button>
          )}
          <ConfirmDialog id={DELETE_MODAL} message={BILLING_UI.confirmBankDelete} confirmLabel={BILLING_UI.bankDelete} onConfirm={() => dispatch(deleteBankStatement.request({ merchantId }))} />
        </>
      )}
    </SectionPanel>
  );
}
