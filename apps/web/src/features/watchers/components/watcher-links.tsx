import { useQuery, useQueryClient } from "@tanstack/react-query";
import { watcherLinksQueryOptions } from "../api/watcher-links";
import { CreateWatcherLink, type ShareableMiner } from "./create-watcher-link";
import { WatcherLinkList } from "./watcher-link-list";
import styles from "./watcher-links.module.css";

/** The owner's screen of watcher links: create one (shown once), list them, revoke one. */
export function WatcherLinks(props: {
  identityId: string;
  miners: ShareableMiner[];
  isDeclined: (error: unknown) => boolean;
}) {
  const queryClient = useQueryClient();
  const options = watcherLinksQueryOptions(props.identityId);
  const { data } = useQuery(options);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });
  return (
    <div className={styles.root}>
      <CreateWatcherLink
        identityId={props.identityId}
        miners={props.miners}
        isDeclined={props.isDeclined}
        onCreated={refresh}
      />
      {data && <WatcherLinkList identityId={props.identityId} links={data.items} onRevoked={refresh} />}
    </div>
  );
}
