/** Container SKY1GNMkI7muVq3vmHNw: the lab introducing itself. */
export function LabIntro() {
  return (
    <div className="lab-intro">
      <p className="lab-intro__lead">
        O Lab é um laboratório autoral de software e design: um lugar onde código e linguagem visual nascem juntos.
      </p>
      <p>
        Criamos identidades visuais, sites de uma página e sistemas sob medida, do primeiro rabisco ao deploy. Cada projeto é
        tratado como experimento: pesquisa, protótipo, teste com gente de verdade e acabamento cuidadoso.
      </p>
      <ul className="lab-intro__pillars">
        <li>
          <strong>Design</strong> identidade, interface e tipografia
        </li>
        <li>
          <strong>Código</strong> React, TypeScript e Firebase
        </li>
        <li>
          <strong>Propósito</strong> projetos que fazem diferença
        </li>
      </ul>
    </div>
  );
}
