//! A server's language setting (`/settings language:`) through the host,
//! on SQLite and PostgreSQL: none until set, set, replaced, cleared, kept
//! per server and across a restart of the host.

use crate::common;

use common::*;
use host::Clock;
use locale::Locale;

#[tokio::test]
async fn a_servers_language_is_set_replaced_cleared_and_kept() {
    for db in databases() {
        let n: u64 = rand::random();
        let (g1, g2) = (format!("lang-a-{n:x}"), format!("lang-b-{n:x}"));
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        assert_eq!(
            host.server_language(&g1).await.unwrap(),
            None,
            "{}",
            db.name
        );
        host.set_server_language(&g1, Some(Locale::Fr))
            .await
            .unwrap();
        host.set_server_language(&g2, Some(Locale::PtBr))
            .await
            .unwrap();
        assert_eq!(
            host.server_language(&g1).await.unwrap(),
            Some(Locale::Fr),
            "{}",
            db.name
        );
        host.set_server_language(&g1, Some(Locale::ZhCn))
            .await
            .unwrap();
        assert_eq!(host.server_language(&g1).await.unwrap(), Some(Locale::ZhCn));
        host.set_server_language(&g1, None).await.unwrap();
        assert_eq!(host.server_language(&g1).await.unwrap(), None);
        drop(host);
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        assert_eq!(
            host.server_language(&g2).await.unwrap(),
            Some(Locale::PtBr),
            "{}: kept across a restart",
            db.name
        );
        assert_eq!(host.server_language(&g1).await.unwrap(), None);
    }
}

#[tokio::test]
async fn a_servers_language_is_its_choice_else_the_frontends_word_else_english() {
    for db in databases() {
        let n: u64 = rand::random();
        let (g1, g2) = (format!("heard-a-{n:x}"), format!("heard-b-{n:x}"));
        let (host, _rx) = host_on(&db.url, Clock::new()).await;
        assert_eq!(host.language_of(&g1).await, Locale::EnUs, "{}", db.name);
        let heard = g1.clone();
        host.hear_languages(std::sync::Arc::new(move |g: &str| {
            (g == heard).then_some(Locale::Fr)
        }));
        assert_eq!(host.language_of(&g1).await, Locale::Fr, "{}", db.name);
        assert_eq!(host.language_of(&g2).await, Locale::EnUs, "{}", db.name);
        host.set_server_language(&g1, Some(Locale::De))
            .await
            .unwrap();
        assert_eq!(
            host.language_of(&g1).await,
            Locale::De,
            "{}: the managers' choice before Discord's",
            db.name
        );
        host.set_server_language(&g1, None).await.unwrap();
        assert_eq!(host.language_of(&g1).await, Locale::Fr, "{}", db.name);
    }
}
