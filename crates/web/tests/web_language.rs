//! The site in the visitor's language, on SQLite and PostgreSQL:
//! `?lang=` first, then `Accept-Language`, then (on a server's pages) the
//! server's `/settings language:`, else en-US; `<html lang>`, the language
//! switcher (13 languages, links that keep the page), an unknown `?lang=`
//! passed over, `Vary: Accept-Language`, the 404 page in the asked
//! language, the JSON in en-US whatever is asked.

use crate::support;

use support::http::{Answer, get, get_with};
use support::seed::{self, PUBLIC_GUILD};

fn lang_of(a: &Answer) -> String {
    let text = a.text();
    let at = text.find("<html lang=\"").expect("an <html lang>") + "<html lang=\"".len();
    text[at..].split('"').next().unwrap_or_default().to_string()
}

fn varies(a: &Answer) -> bool {
    a.headers
        .iter()
        .any(|(n, v)| n == "vary" && v.to_ascii_lowercase().contains("accept-language"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_page_in_the_language_asked_then_the_servers() {
    for db in support::backends("web_language").await {
        let s = seed::seed(&db.url).await;
        let addr = support::serve(&db.url).await;
        let name = db.name;
        let game = format!("/games/{}", s.replay_game);

        // Nothing asked, no server language: en-US, as before.
        let a = get(addr, &game).await;
        assert_eq!(a.status, 200, "{name}: {}", a.text());
        assert_eq!(lang_of(&a), "en-US", "{name}");
        assert!(a.text().contains("← previous"), "{name}");
        assert!(varies(&a), "{name}: {:?}", a.headers);

        // ?lang=fr: French, <html lang="fr">.
        let fr = get(addr, &format!("{game}?lang=fr")).await;
        assert_eq!(fr.status, 200, "{name}");
        assert_eq!(lang_of(&fr), "fr", "{name}");
        let t = fr.text();
        assert!(
            t.contains("← précédent") && t.contains("suivant →"),
            "{name}: {t}"
        );
        assert!(!t.contains("← previous"), "{name}");
        // The replay's captions too, in the page's data for the script.
        assert!(t.contains("Départ : aux Blancs de jouer."), "{name}: {t}");

        // Accept-Language: the best match by q-value.
        let de = get_with(
            addr,
            &game,
            &[("Accept-Language", "de-DE,de;q=0.9,en;q=0.8")],
        )
        .await;
        assert_eq!(lang_of(&de), "de", "{name}");
        assert!(de.text().contains("← zurück"), "{name}");
        assert!(varies(&de), "{name}");
        let q = get_with(addr, "/", &[("Accept-Language", "en;q=0.3, uk;q=0.8")]).await;
        assert_eq!(lang_of(&q), "uk", "{name}");

        // ?lang= wins over Accept-Language; any case, or a bare language.
        for (query, want) in [
            ("lang=fr", "fr"),
            ("lang=pt-br", "pt-BR"),
            ("lang=pt", "pt-BR"),
            ("lang=zh", "zh-CN"),
            ("lang=es", "es-ES"),
            ("lang=en", "en-US"),
        ] {
            let a = get_with(
                addr,
                &format!("{game}?{query}"),
                &[("Accept-Language", "de")],
            )
            .await;
            assert_eq!(lang_of(&a), want, "{name}: {query}");
        }

        // An unknown ?lang= is passed over, never an error.
        let xx = get_with(
            addr,
            &format!("{game}?lang=xx"),
            &[("Accept-Language", "it")],
        )
        .await;
        assert_eq!(xx.status, 200, "{name}");
        assert_eq!(lang_of(&xx), "it", "{name}");
        let xx = get(addr, "/?lang=%3Cb%3E").await;
        assert_eq!((xx.status, lang_of(&xx).as_str()), (200, "en-US"), "{name}");
        assert!(
            !xx.text().contains("%3Cb%3E\""),
            "{name}: the junk is not kept"
        );

        // The switcher: 13 languages, each named in its own, each link the
        // same page with its other parameters.
        let p = get(addr, &format!("{game}?ply=2&lang=ja")).await;
        let t = p.text();
        assert_eq!(lang_of(&p), "ja", "{name}");
        assert_eq!(t.matches(" hreflang=\"").count(), 12, "{name}: {t}");
        assert!(t.contains("<strong lang=\"ja\">日本語</strong>"), "{name}");
        for l in locale::Locale::ALL {
            assert!(t.contains(l.own_name()), "{name}: {}", l.own_name());
        }
        assert!(
            t.contains(&format!("href=\"{game}?ply=2&amp;lang=de\">Deutsch</a>")),
            "{name}: {t}"
        );
        assert!(
            t.contains(&format!(
                "href=\"{game}?ply=2&amp;lang=pt-BR\">Português (Brasil)</a>"
            )),
            "{name}"
        );
        // The replay's own links keep the language asked for.
        assert!(
            t.contains("&amp;lang=ja") || t.contains("&lang=ja"),
            "{name}"
        );

        // A leaderboard's own links keep ?lang= too.
        let lb = get(addr, "/leaderboard/cruise?lang=fr").await.text();
        assert!(
            lb.contains("/leaderboard/cruise?page=2&amp;lang=fr"),
            "{name}: {lb}"
        );
        assert!(lb.contains("href=\"/?lang=fr\""), "{name}");

        // A 404 in the language asked; the JSON stays en-US.
        let nf = get(addr, "/games/999999?lang=de").await;
        assert_eq!(nf.status, 404, "{name}");
        assert_eq!(lang_of(&nf), "de", "{name}");
        assert!(nf.text().contains("Nicht gefunden"), "{name}");
        let api = get(addr, &format!("/api/games/{}?lang=fr", s.replay_game))
            .await
            .json();
        assert_eq!(
            api["frames"][0]["caption"], "Start: White to move.",
            "{name}"
        );

        // Every page in every language: no message missing (`⟦id⟧`), no
        // argument left unsaid (Fluent's `{$name}`), the right <html lang>.
        for l in locale::Locale::ALL {
            for path in [
                game.clone(),
                format!("/tournaments/{}", s.tournament),
                format!("/servers/{PUBLIC_GUILD}/leaderboard/cruise"),
                "/leaderboard/cruise".to_string(),
                "/".to_string(),
                format!("/players/{}", s.script_user),
                "/games/999999".to_string(),
            ] {
                let a = get(addr, &format!("{path}?lang={}", l.code())).await;
                let t = a.text();
                assert_eq!(lang_of(&a), l.code(), "{name}: {path}");
                assert!(
                    !t.contains('⟦') && !t.contains("{$") && !t.contains("{ $"),
                    "{name}: {path} in {l}: {t}"
                );
            }
        }

        // A server whose /settings language is es-ES: its pages in Spanish
        // without ?lang= or Accept-Language; a page of no server stays en-US.
        let st = store::Store::connect(&db.url).await.unwrap();
        st.set_server_language(PUBLIC_GUILD, Some("es-ES"))
            .await
            .unwrap();
        st.close().await;
        let es = get(addr, &game).await;
        assert_eq!(lang_of(&es), "es-ES", "{name}");
        assert!(es.text().contains("← anterior"), "{name}");
        let board = get(addr, &format!("/servers/{PUBLIC_GUILD}/leaderboard/cruise")).await;
        assert_eq!(board.status, 200, "{name}");
        assert_eq!(lang_of(&board), "es-ES", "{name}");
        assert!(board.text().contains("este servidor"), "{name}");
        let tour = get(addr, &format!("/tournaments/{}", s.tournament)).await;
        assert_eq!(lang_of(&tour), "es-ES", "{name}");
        assert!(tour.text().contains("Clasificación"), "{name}");
        // The kept tournament page is per language.
        let tour_en = get(addr, &format!("/tournaments/{}?lang=en", s.tournament)).await;
        assert!(tour_en.text().contains("Standings"), "{name}");
        assert!(!tour_en.text().contains("Clasificación"), "{name}");
        assert_eq!(lang_of(&get(addr, "/").await), "en-US", "{name}");
        // The visitor's wish still wins over the server's.
        let a = get_with(addr, &game, &[("Accept-Language", "nl")]).await;
        assert_eq!(lang_of(&a), "nl", "{name}");

        db.cleanup().await;
    }
}
