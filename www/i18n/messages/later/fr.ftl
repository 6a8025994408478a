# Français, seconde partie : les messages de ce qui se charge plus tard (exercices, panneaux
# d'expériences et de pathologie). La première partie (../fr.ftl) est celle de la première vue.

## Entraînement : les retours que la page écrit autour de ceux du cœur (les phrases du cœur
## — le retour de chaque position, le texte de l'indice, le titre et l'explication d'une
## erreur connue — arrivent en anglais : $sentence, $text, $title, $names).

practice-hint-button = Indice
practice-hint-button-title = Un indice pour cet exercice (compté avec le score)
practice-hint = Indice : { $text }
practice-hint-used = Indice utilisé
practice-no-hint = Pas d'indice : { $error }
practice-hint-counted = (1 indice utilisé)
practice-mode-continuous = Chaque marque ou valeur est jugée dès que vous la faites ; une fausse peut être annulée (Annuler, ou u sur l'arbre). Le score compte les premiers essais : chaque premier pas faux coûte un point.
practice-mode-fix = Chaque marque ou valeur est jugée dès que vous la faites ; une fausse est corrigée pour vous, et chaque correction coûte un point.
practice-step-right =
    ✓ { $p ->
        [root] la racine
       *[other] position { $p }
    } : juste. { $sentence }
practice-step-wrong =
    ✗ { $p ->
        [root] la racine
       *[other] position { $p }
    } : faux. { $sentence }
practice-step-fixed =
    ✗ { $p ->
        [root] la racine
       *[other] position { $p }
    } : faux, corrigé pour vous (cela coûte un point). { $sentence }
practice-undone = Annulé.
practice-score = Score { $score } sur { $total }.
practice-score-right = Score { $score } sur { $total } — tout est juste !
practice-score-first-tries =
    Score { $score } sur { $total }, en comptant les premiers essais{ $retried ->
        [none] { "" }
       *[other] { " " }(faux au premier essai : { $retried })
    }{ $fixed ->
        [none] { "" }
       *[other] { " " }(corrigé pour vous : { $fixed })
    }.{ $correct ->
        [yes] { " " }La réponse est maintenant toute juste.
       *[no] { "" }
    }
practice-missed = Oubliées : { $list }.
practice-wrong = Fausses : { $list }.
practice-order =
    F2 examine { $terminals } positions terminales avec votre ordre (ordre donné { $original }, meilleur d'abord { $bestFirst }, minimum possible { $best }{ $corollary ->
        [none] { "" }
       *[other] , minimum du corollaire 3 { $corollary }
    }).
practice-select =
    Sélectionner { $p ->
        [root] la racine
       *[other] la position { $p }
    }
practice-verdict =
    { $verdict ->
        [right] juste
        [missed] oubliée
       *[wrong] fausse
    } :
practice-dx-close = Proche d'une erreur connue : { $names } (ci-dessous).
practice-dx-known = C'est ce que donne une erreur connue : { $names } (ci-dessous).
practice-dx-closest-title =
    Erreur connue la plus proche ({ $count } { $count ->
        [one] position
       *[other] positions
    } d'écart) : { $title }
practice-dx-title = Une erreur connue : { $title }
practice-dx-why = Pourquoi c'est une erreur
practice-dx-show = Montrer la différence sur cet arbre
practice-dx-show-title = La vue des différences : cette erreur face à la procédure correcte, à la première position où elles divergent
