import { useTranslation } from '@amora/shared';
import { Coins, type IconNode, MapPin, ShieldCheck } from 'lucide';
import { Icon } from '../../../ui/icon';

const PROPS: { key: 'nearby' | 'safe' | 'credits'; shape: IconNode }[] = [
  { key: 'nearby', shape: MapPin },
  { key: 'safe', shape: ShieldCheck },
  { key: 'credits', shape: Coins },
];

/** The three promises of spec §1: real people nearby, chatting safely, no subscription (credits only when wanted). */
export function ValueProps() {
  const { t } = useTranslation('landers');
  return (
    <section className="container py-5" aria-labelledby="landing-props">
      <h2 id="landing-props" className="visually-hidden">
        {t('props.title')}
      </h2>
      <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
        {PROPS.map(({ key, shape }) => (
          <li key={key} className="col">
            <div className="d-flex gap-3 h-100">
              <span className="flex-shrink-0 d-inline-flex align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary-emphasis" style={{ width: 52, height: 52 }}>
                <Icon icon={shape} size={26} />
              </span>
              <div>
                <h3 className="h5 fw-bold mb-1">{t(`props.${key}.title`)}</h3>
                <p className="text-body-secondary mb-0">{t(`props.${key}.text`)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
