import { Link } from '@amora/shared/router';
import { useTranslation } from '@amora/shared';

/** A conversation that cannot be shown (the partner blocked the member): the reason and a way back to the overview. */
export function NotFound({ text }: { text: string }) {
  const { t } = useTranslation('chat');
  return (
    <div className="text-center py-5">
      <h1 className="h4">{text}</h1>
      <Link className="btn btn-primary mt-2" to="/chats">
        {t('conversation.back')}
      </Link>
    </div>
  );
}
