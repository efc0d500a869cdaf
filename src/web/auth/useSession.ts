/** The signed-in user of the browser (null when signed out) and the calls that change it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSession, signIn, signOut, signUp } from '../api/session';

export const SESSION_QUERY = ['session'] as const;

export const useSession = () => {
  const session = useQuery({ queryKey: SESSION_QUERY, queryFn: fetchSession, staleTime: 60_000, retry: false });
  return { user: session.data?.user ?? null, oidc: session.data?.oidc ?? false, loading: session.isPending };
};

/** Sign-in, sign-up and sign-out; each refreshes the session and drops the user's cached lists. */
export const useAccountActions = () => {
  const client = useQueryClient();
  const after = async () => {
    client.removeQueries({ queryKey: ['my-charts'] });
    client.removeQueries({ queryKey: ['palettes'] });
    await client.invalidateQueries({ queryKey: SESSION_QUERY });
  };
  return {
    signIn: useMutation({ mutationFn: ({ name, password }: { name: string; password: string }) => signIn(name, password), onSuccess: after }),
    signUp: useMutation({ mutationFn: ({ name, password }: { name: string; password: string }) => signUp(name, password), onSuccess: after }),
    signOut: useMutation({ mutationFn: signOut, onSuccess: after }),
  };
};
