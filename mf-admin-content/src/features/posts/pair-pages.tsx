// The screens of product §2's Blogs / Single Blogs and Services / Single Services
// routes: each add and edit route opens the one editor of its post at its part.

import { useCallback, useEffect, useState } from 'react';
import { useParams } from '@agency/shared/router';
import { adminArea } from '@agency/shared/contract';
import { useAppDispatch } from '@agency/shared/api';
import { AdminPage } from '@agency/shared/admin';
import { Message, Spinner } from '@agency/shared/ui';
import { PAIRS, type PairKey, type PairPart } from './pair-config';
import { loadPair, type LoadedPair } from './load-pair';
import { PairForm } from './pair-form';

interface PairPageProps {
  pairKey: PairKey;
  part: PairPart;
}

const frameOf = (pairKey: PairKey, part: PairPart) => {
  const pair = PAIRS[pairKey];
  const area = adminArea(part === 'card' ? pair.cardKey : pair.bodyKey);
  return { pair, back: { to: area.list, label: area.backLabel ?? area.label } };
};

export function PairAddPage({ pairKey, part }: PairPageProps) {
  const { pair, back } = frameOf(pairKey, part);
  return (
    <AdminPage title={`Add ${pair.nouns[part]}`} back={back}>
      <PairForm pair={pair} part={part} mode="create" loaded={{ card: null, body: null }} />
    </AdminPage>
  );
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; loaded: LoadedPair };

export function PairEditPage({ pairKey, part }: PairPageProps) {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const { pair, back } = frameOf(pairKey, part);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => loadPair(dispatch, pairKey, part, id), [dispatch, pairKey, part, id]);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    reload()
      .then((loaded) => current && setLoad({ status: 'ready', loaded }))
      .catch(() => current && setLoad({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [reload]);

  let content;
  if (load.status === 'loading') content = <Spinner label="Loading..." showLabel />;
  else if (load.status === 'failed') content = <Message tone="error">{pair.messages[part].loadOneFailed}</Message>;
  else content = <PairForm key={id} pair={pair} part={part} mode="edit" loaded={load.loaded} reload={reload} />;
  return (
    <AdminPage title={`Edit ${pair.nouns[part]}`} back={back}>
      {content}
    </AdminPage>
  );
}

/** The add and edit screens of one route family. */
export const pairScreens = (pairKey: PairKey, part: PairPart) => {
  const Add = () => <PairAddPage pairKey={pairKey} part={part} />;
  const Edit = () => <PairEditPage pairKey={pairKey} part={part} />;
  return { Add, Edit };
};
