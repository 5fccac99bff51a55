import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { publicConfigQuery } from '../../app/public-config';

/** spec §2.6: "<route title> - <product title>"; a titleName query parameter overrides the title. */
export function usePageTitle(title: string) {
  const [params] = useSearchParams();
  const product = useQuery(publicConfigQuery).data?.title;
  const shown = params.get('titleName') || title;
  useEffect(() => {
    document.title = product ? `${shown} - ${product}` : shown;
  }, [shown, product]);
}
