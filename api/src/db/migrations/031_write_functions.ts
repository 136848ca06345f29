import { type Kysely, sql } from 'kysely';

/**
 * 031: a chat send and a like in one round trip (issue 34: ≥ 500 likes and messages a second on 2
 * cores). Each statement of a write cost ≈ 0.3 ms in the API and ≈ 0.45 ms in PostgreSQL whatever
 * it did, and a first message took 15 of them; in PL/pgSQL the same checks and rows run on plans
 * kept for the connection, without a round trip each. api/README.md "A million members" has the
 * figures. Refusals are raised as `amora:<reason>` (SQLSTATE P0001), which rolls the whole call back;
 * repositories/messages.ts and likes.ts map them to the API's errors (errors.ts `databaseRefusal`).
 *
 * - `amora_live_publish(deliveries)`: stores live events and announces them — what LiveHub's
 *   `publishAll` ran as one statement (services/live-events.ts now calls this), so the hub and the
 *   functions below share one implementation.
 * - `amora_queue_message_jobs`, `amora_queue_like_jobs`, `amora_queue_match_push`: the notification
 *   jobs of a message, a like and a match (services/notification-queue.ts's sink calls them too).
 * - `amora_chat_message_json`: a message as one member sees it (`ChatMessage`); `amora_profile_card`
 *   a profile as others see it (`Profile`, with its region's name from `regions`, which db/migrate.ts
 *   fills from geo/regions.ts); `amora_visible_to_others`: member-visibility.ts visibleToOthers.
 * - `amora_send_message`, `amora_like`: the writes themselves (repositories/messages.ts, likes.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function amora_live_publish(deliveries jsonb) returns integer language plpgsql as $$
    declare
      channel text := case when current_schema() = 'public' then 'amora_live'
        else left('amora_live_' || regexp_replace(lower(current_schema()), '[^a-z0-9_]', '_', 'g'), 63) end;
      stored integer := 0;
      chunk record;
    begin
      for chunk in
        with ev as (
          select (e.ord - 1)::int as ord, e.value ->> 'type' as type, e.value -> 'data' as data,
            array(select jsonb_array_elements_text(coalesce(e.value -> 'users', '[]'::jsonb))::int) as users,
            array(select jsonb_array_elements_text(coalesce(e.value -> 'profiles', '[]'::jsonb))::int) as profiles
          from jsonb_array_elements(deliveries) with ordinality as e(value, ord)
        ),
        recipient as (
          select ev.ord, r.id as user_id from ev cross join lateral (
            select u.id from users u where u.id = any(ev.users) and u.deleted_at is null
            union
            select u.id from users u where u.profile_id = any(ev.profiles) and u.deleted_at is null
          ) r
        ),
        counted as (select user_id, count(*)::int as n from recipient group by user_id),
        bumped as (
          insert into live_event_cursors as c (user_id, last_seq)
          select user_id, n from counted order by user_id
          on conflict (user_id) do update set last_seq = c.last_seq + excluded.last_seq
          returning user_id, last_seq
        ),
        numbered as (
          select r.user_id, r.ord, b.last_seq - k.n + row_number() over (partition by r.user_id order by r.ord) as seq
          from recipient r join bumped b on b.user_id = r.user_id join counted k on k.user_id = r.user_id
        ),
        inserted as (
          insert into live_events (user_id, seq, type, data)
          select n.user_id, n.seq, ev.type, ev.data from numbered n join ev on ev.ord = n.ord
          returning id, user_id
        ),
        pairs as (select id::text || ':' || user_id::text as pair, (row_number() over (order by id) - 1) / 250 as part from inserted)
        select count(*)::int as n, pg_notify(channel, string_agg(pair, ',')) from pairs group by part
      loop
        stored := stored + chunk.n;
      end loop;
      return stored;
    end $$`.execute(db);

  await sql`create function amora_queue_message_jobs(recipients integer[], conversation integer, message integer, mail_delay_s integer)
    returns void language plpgsql
    -- The same plan every time: custom plans re-planned the insert on every call (1 ms of a send).
    set plan_cache_mode = force_generic_plan as $$
    begin
      insert into notification_jobs (user_id, channel, kind, payload, dedupe_key, run_at)
      select r.id, c.channel, r.kind, jsonb_build_object('conversation_id', conversation, 'message_id', message),
        case c.channel when 'mail' then 'message:' else 'push:message:' end || message || ':' || r.id,
        case c.channel when 'mail' then now() + make_interval(secs => mail_delay_s) else now() end
      from (
        select u.id, u.notification_settings,
          case when exists (select 1 from messages m where m.conversation_id = conversation and m.id < message)
            then 'new_messages' else 'new_conversations' end as kind,
          jsonb_array_length(u.notifications_disabled) = 0 as mail,
          exists (select 1 from push_subscriptions ps where ps.user_id = u.id) as push
        from users u
        join conversation_members cm on cm.conversation_id = conversation and cm.profile_id = u.profile_id
        where u.profile_id = any(recipients) and u.deleted_at is null and cm.num_unread = 1
      ) r cross join (values ('mail'), ('push')) as c(channel)
      where coalesce(r.notification_settings ->> r.kind, 'true') <> 'false'
        and case c.channel when 'mail' then r.mail else r.push end
      on conflict (dedupe_key) do nothing;
    end $$`.execute(db);

  await sql`create function amora_queue_like_jobs(liker integer, liked integer[], push_to integer[])
    returns void language plpgsql
    -- The same plan every time: custom plans re-planned the insert on every call (1 ms of a send).
    set plan_cache_mode = force_generic_plan as $$
    begin
      insert into notification_jobs (user_id, channel, kind, payload, dedupe_key, run_at)
      select u.id, c.channel, 'like', jsonb_build_object('profile_id', liker),
        case c.channel when 'mail' then 'like:' else 'push:like:' end || liker || ':' || u.profile_id, now()
      from users u cross join (values ('mail'), ('push')) as c(channel)
      where u.profile_id = any(liked) and u.deleted_at is null
        and coalesce(u.notification_settings ->> 'like', 'true') <> 'false'
        and case c.channel
          when 'mail' then jsonb_array_length(u.notifications_disabled) = 0
          else u.profile_id = any(push_to) and exists (select 1 from push_subscriptions ps where ps.user_id = u.id)
        end
      on conflict (dedupe_key) do nothing;
    end $$`.execute(db);

  await sql`create function amora_queue_match_push(other integer, recipients integer[])
    returns void language plpgsql
    -- The same plan every time: custom plans re-planned the insert on every call (1 ms of a send).
    set plan_cache_mode = force_generic_plan as $$
    begin
      insert into notification_jobs (user_id, channel, kind, payload, dedupe_key, run_at)
      select u.id, 'push', 'match', jsonb_build_object('profile_id', other), 'push:match:' || other || ':' || u.profile_id, now()
      from users u
      where u.profile_id = any(recipients) and u.deleted_at is null
        and coalesce(u.notification_settings ->> 'like', 'true') <> 'false'
        and exists (select 1 from push_subscriptions ps where ps.user_id = u.id)
      on conflict (dedupe_key) do nothing;
    end $$`.execute(db);

  // As repositories/messages.ts toMessage: the idempotency key is the sender's only, a pending photo's file too.
  // PL/pgSQL rather than SQL: a SQL function's body was planned again on every call (0.55 ms of a send).
  await sql`create function amora_chat_message_json(m messages, gift_key text, gift_image text, reader integer)
    returns jsonb language plpgsql stable as $$
    begin
      return jsonb_build_object(
          'id', m.id, 'conversation_id', m.conversation_id,
          'client_message_id', case when m.sender_profile_id = reader then m.client_message_id end,
          'from_me', m.sender_profile_id = reader, 'kind', m.kind, 'text', m.text,
          'created_at', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        || case when m.kind = 'photo' and m.photo_filename is not null and m.photo_status is not null
          then jsonb_build_object('photo', jsonb_build_object(
            'filename', case when m.sender_profile_id = reader or m.photo_status = 'active' then m.photo_filename end,
            'status', m.photo_status))
          else '{}'::jsonb end
        || case when m.kind = 'gift' and m.gift_id is not null and gift_key is not null and gift_image is not null
          then jsonb_build_object('gift', jsonb_build_object('id', m.gift_id, 'key', gift_key, 'image', gift_image))
          else '{}'::jsonb end;
    end $$`.execute(db);

  await sql`create function amora_send_message(
      sender_user integer, sender_profile integer, to_conversation integer, to_profile integer, client_id text,
      message_kind text, body text, gift integer, photo text, cost integer, free_conversations integer,
      mail_delay_s integer, publish boolean)
    returns jsonb language plpgsql as $$
    declare
      m messages;
      conv integer;
      partner integer;
      state record;
      paid boolean;
      left_credits integer;
      gift_key text;
      gift_image text;
      own_view jsonb;
    begin
      if (select u.status from users u where u.id = sender_user) = 'not_confirmed' then
        raise exception 'amora:account_unconfirmed';
      end if;
      select * into m from messages where sender_profile_id = sender_profile and client_message_id = client_id;
      if found then
        select g.key, g.image into gift_key, gift_image from gifts g where g.id = m.gift_id;
        return jsonb_build_object('outcome', 'replay', 'message', amora_chat_message_json(m, gift_key, gift_image, sender_profile),
          'credits', (select u.credits from users u where u.id = sender_user));
      end if;
      if message_kind = 'gift' then
        select g.key, g.image into gift_key, gift_image from gifts g where g.id = gift;
        if not found then raise exception 'amora:gift_not_found'; end if;
      end if;

      if to_conversation is not null then
        select mine.conversation_id, theirs.profile_id into conv, partner
        from conversation_members mine
        join conversation_members theirs on theirs.conversation_id = mine.conversation_id and theirs.profile_id <> mine.profile_id
        where mine.conversation_id = to_conversation and mine.profile_id = sender_profile and mine.deleted_at is null;
        if not found then raise exception 'amora:conversation_not_found'; end if;
      else
        partner := to_profile;
        -- One lock per unordered pair, held until commit: two first messages at once share one conversation.
        perform pg_advisory_xact_lock(least(sender_profile, partner), greatest(sender_profile, partner));
        select mine.conversation_id into conv
        from conversation_members mine
        join conversation_members theirs on theirs.conversation_id = mine.conversation_id and theirs.profile_id = partner
        where mine.profile_id = sender_profile
        order by mine.conversation_id limit 1;
      end if;

      -- In the order of the errors of a send (repositories/messages.ts, send); a banned partner is gone as a deleted one.
      select p.deleted_at is not null or coalesce(u.banned_at is not null and (u.ban_until is null or u.ban_until > now()), false) as gone,
        p.invisible or p.status <> 'active' as hidden,
        coalesce(u.status = 'not_confirmed', false) as unconfirmed,
        exists (select 1 from blocks b where b.blocker_profile_id = p.id and b.blocked_profile_id = sender_profile)
          or exists (select 1 from blocks b where b.blocker_profile_id = sender_profile and b.blocked_profile_id = p.id) as blocked
      into state
      from profiles p left join users u on u.profile_id = p.id
      where p.id = partner;
      if not found or state.gone or partner = sender_profile or (conv is null and state.hidden) then
        raise exception 'amora:profile_not_found';
      end if;
      if state.blocked then raise exception 'amora:blocked'; end if;
      if state.unconfirmed then raise exception 'amora:partner_unconfirmed'; end if;
      if state.hidden then raise exception 'amora:profile_not_found'; end if;

      if conv is null then
        -- The account row lock serializes the sender's starts (the pair lock does not); removed conversations count.
        select u.paid_user into paid from users u where u.id = sender_user for update;
        if not paid and (
          select count(*) from conversation_members cm
          where cm.profile_id = sender_profile
            and (select f.sender_profile_id from messages f where f.conversation_id = cm.conversation_id order by f.id limit 1) = sender_profile
        ) >= free_conversations then
          raise exception 'amora:free_conversation_limit';
        end if;
        insert into conversations default values returning id into conv;
        insert into conversation_members (conversation_id, profile_id) values (conv, sender_profile), (conv, partner);
      end if;

      insert into messages (conversation_id, sender_profile_id, kind, text, gift_id, photo_filename, photo_status, client_message_id, created_at)
      values (conv, sender_profile, message_kind, body, gift,
        case when message_kind = 'photo' then photo end, case when message_kind = 'photo' then 'pending' end,
        client_id, date_trunc('milliseconds', now()))
      on conflict (sender_profile_id, client_message_id) where client_message_id is not null do nothing
      returning * into m;
      -- A send of the same key committed meanwhile: undo everything, the caller answers the stored one.
      if not found then raise exception 'amora:replayed'; end if;
      update users set credits = credits - cost where id = sender_user and credits >= cost returning credits into left_credits;
      if not found then raise exception 'amora:not_enough_credits'; end if;

      update conversations set last_message_id = m.id, updated_at = m.created_at where id = conv;
      update conversation_members
      set deleted_at = null, num_unread = case when profile_id = partner then num_unread + 1 else num_unread end
      where conversation_id = conv;

      own_view := amora_chat_message_json(m, gift_key, gift_image, sender_profile);
      if publish then
        perform amora_live_publish(jsonb_build_array(
          jsonb_build_object('type', 'message', 'profiles', jsonb_build_array(partner), 'data', amora_chat_message_json(m, gift_key, gift_image, partner)),
          jsonb_build_object('type', 'message', 'profiles', jsonb_build_array(sender_profile), 'data', own_view),
          jsonb_build_object('type', 'credits', 'profiles', jsonb_build_array(sender_profile), 'data', jsonb_build_object('credits', left_credits)),
          jsonb_build_object('type', 'chats', 'profiles', jsonb_build_array(sender_profile, partner), 'data', jsonb_build_object('conversation_id', conv))));
        perform amora_queue_message_jobs(array[partner], conv, m.id, mail_delay_s);
      end if;
      return jsonb_build_object('outcome', 'created', 'message', own_view, 'credits', left_credits, 'partner', partner);
    end $$`.execute(db);

  // Region names by ISO 3166-2 code, for profile cards built in the database; db/migrate.ts keeps
  // them equal to geo/regions.ts on every start (the code owns them, as it owns regionName).
  await sql`create table regions (code text primary key, name text not null)`.execute(db);

  // As repositories/profiles.ts profileQuery + toProfile, for others (only an active main photo).
  await sql`create function amora_profile_card(profile integer, online_window_minutes integer)
    returns jsonb language plpgsql stable as $$
    begin
      return (
        select jsonb_build_object(
          'id', p.id, 'name', p.name, 'age', extract(year from age(current_date, p.date_of_birth))::int,
          'gender', p.gender, 'country', p.country, 'region', r.name, 'region_code', p.region, 'city', p.city,
          'about', p.about,
          'main_image', case when mi.id is not null then jsonb_build_object('id', mi.id, 'filename', mi.filename,
            'thumb_filename', mi.thumb_filename, 'status', mi.status, 'premium', mi.premium is true) end,
          'status', p.status, 'fictional', p.fictional,
          'online', coalesce(case when p.online then 'infinity'::timestamptz else p.last_seen_at end, p.created_at)
            > now() - make_interval(mins => online_window_minutes),
          'images_count', (select count(*)::int from images i where i.profile_id = p.id and i.status = 'active'))
        from profiles p
        left join images mi on mi.id = p.main_image_id and mi.status = 'active'
        left join regions r on r.code = p.region
        where p.id = profile);
    end $$`.execute(db);

  // Whether others may see a profile: as repositories/member-visibility.ts visibleToOthers.
  await sql`create function amora_visible_to_others(profile integer)
    returns boolean language plpgsql stable as $$
    begin
      return exists (
        select 1 from profiles p
        where p.id = profile and p.deleted_at is null and p.invisible = false and p.status = 'active'
          and not exists (select 1 from users bu where bu.profile_id = p.id
            and bu.banned_at is not null and (bu.ban_until is null or bu.ban_until > now())));
    end $$`.execute(db);

  await sql`create function amora_like(liker integer, liked integer, online_window_minutes integer, publish boolean)
    returns jsonb language plpgsql as $$
    declare
      liked_at timestamptz;
      fresh boolean;
      inserted boolean;
      matched boolean;
      liker_card jsonb;
      liked_card jsonb;
      events jsonb;
    begin
      -- The checks of likes.ts target: someone one cannot see is not found; a block either way.
      if liker = liked or not amora_visible_to_others(liked) then raise exception 'amora:profile_not_found'; end if;
      if exists (select 1 from blocks b where b.blocker_profile_id = liker and b.blocked_profile_id = liked)
        or exists (select 1 from blocks b where b.blocker_profile_id = liked and b.blocked_profile_id = liker) then
        raise exception 'amora:blocked';
      end if;
      insert into likes (liker_profile_id, liked_profile_id, created_at) values (liker, liked, date_trunc('milliseconds', now()))
      on conflict (liker_profile_id, liked_profile_id) do nothing
      returning created_at, like_new into liked_at, fresh;
      inserted := found;
      matched := exists (select 1 from likes l where l.liker_profile_id = liked and l.liked_profile_id = liker);
      if matched and inserted then
        -- The member liked back: he has seen the other's like (the match modal shows from this answer).
        update likes set like_new = false where liker_profile_id = liked and liked_profile_id = liker;
      end if;
      -- Nothing for a like that existed, nothing to a member who would not see it (the liker hidden).
      if inserted and publish and amora_visible_to_others(liker) then
        liker_card := amora_profile_card(liker, online_window_minutes);
        events := jsonb_build_array(jsonb_build_object('type', 'like', 'profiles', jsonb_build_array(liked), 'data', jsonb_build_object(
          'profile', liker_card || jsonb_build_object('like_new', fresh, 'liked_at', to_char(liked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))));
        if matched then
          liked_card := amora_profile_card(liked, online_window_minutes);
          events := events || jsonb_build_array(
            jsonb_build_object('type', 'match', 'profiles', jsonb_build_array(liked), 'data', jsonb_build_object('profile', liker_card)),
            jsonb_build_object('type', 'match', 'profiles', jsonb_build_array(liker), 'data', jsonb_build_object('profile', liked_card)));
        end if;
        perform amora_live_publish(events);
        if matched then
          -- The liked one gets the match push instead of the like's; the liker sees the match on screen.
          perform amora_queue_like_jobs(liker, array[liked], array[]::integer[]);
          perform amora_queue_match_push(liker, array[liked]);
        else
          perform amora_queue_like_jobs(liker, array[liked], array[liked]);
        end if;
      end if;
      return jsonb_build_object('match', matched, 'created', inserted);
    end $$`.execute(db);
}

/** Reverts 031. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists amora_like(integer, integer, integer, boolean)`.execute(db);
  await sql`drop function if exists amora_visible_to_others(integer)`.execute(db);
  await sql`drop function if exists amora_profile_card(integer, integer)`.execute(db);
  await sql`drop table if exists regions`.execute(db);
  await sql`drop function if exists amora_send_message(integer, integer, integer, integer, text, text, text, integer, text, integer, integer, integer, boolean)`.execute(db);
  await sql`drop function if exists amora_chat_message_json(messages, text, text, integer)`.execute(db);
  await sql`drop function if exists amora_queue_match_push(integer, integer[])`.execute(db);
  await sql`drop function if exists amora_queue_like_jobs(integer, integer[], integer[])`.execute(db);
  await sql`drop function if exists amora_queue_message_jobs(integer[], integer, integer, integer)`.execute(db);
  await sql`drop function if exists amora_live_publish(jsonb)`.execute(db);
}
